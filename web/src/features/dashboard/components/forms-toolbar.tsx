import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { t } from '@/lib/app-messages/app-messages';
import { SORT_OPTIONS, type SortKey } from '../api/sort-forms';
import { dashboardMessages as m } from '../messages';

export interface FormsToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
}

/** Search by title and sort order. */
export function FormsToolbar({ query, onQueryChange, sort, onSortChange }: FormsToolbarProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="dashboard-search">{t(m.searchLabel)}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="dashboard-search"
            type="search"
            placeholder={t(m.searchPlaceholder)}
            className="pl-9"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5 sm:w-56">
        <Label htmlFor="dashboard-sort">{t(m.sortLabel)}</Label>
        <NativeSelect
          id="dashboard-sort"
          value={sort}
          onChange={(e) => onSortChange(e.target.value as SortKey)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
