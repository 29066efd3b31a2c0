/** The public page's form root: the id an owner's custom CSS is written against. */
export const FORM_ROOT_ID = 'formloom-root';
