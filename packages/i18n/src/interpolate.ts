/**
 * Fills i18next-style `{{name}}` placeholders, for server code that renders dictionary texts (the web
 * lets i18next do it). A name without a value stays as written, so a missing value shows rather than vanishes.
 */
export function interpolate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
