/**
 * How the v1 routes read in the OpenAPI document (/api/docs): each declares the Bearer scheme.
 * The scheme itself, `apiKey`, is declared once in app.ts's swagger options.
 */
export const V1_SECURITY = [{ apiKey: [] }];
