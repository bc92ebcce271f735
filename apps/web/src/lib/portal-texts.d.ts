// One part of one language's texts ('virtual:portal-texts/da-first-page'), made by build/portal-texts.ts.
declare module 'virtual:portal-texts/*' {
  const texts: {
    /** Namespace -> its nested texts, as in src/locales/<language>/<namespace>.json. */
    namespaces: Record<string, Record<string, unknown>>;
    /** The contracts' texts, keyed in full ('errors.forbidden', 'rules.required'). */
    flat: Record<string, string>;
  };
  export default texts;
}
