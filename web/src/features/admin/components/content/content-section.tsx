import { Route, Switch } from 'wouter';
import { ContentList } from './content-list';
import { EditContentPage, NewContentPage } from './content-editor';

/**
 * /admin/content (issue 16 item 4), mounted by the admin console with wouter's `nest`: the paths
 * below are relative to it. The console has already checked that the visitor is an admin.
 */
export function ContentSection() {
  return (
    <Switch>
      <Route path="/">
        <ContentList />
      </Route>
      <Route path="/new">
        <NewContentPage />
      </Route>
      <Route path="/:id">
        {(params) => <EditContentPage id={/^\d{1,9}$/.test(params.id) ? Number(params.id) : 0} />}
      </Route>
    </Switch>
  );
}
