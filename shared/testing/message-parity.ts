// The one check that a namespace's messages say the same things in both languages: run by the
// shell's, common's and every remote's messages test.

type MessageTree = { readonly [key: string]: unknown };

/** Both languages of a namespace, as passed to addMessages. */
export interface NamespaceMessages {
  'en-us': MessageTree;
  'zh-cn': MessageTree;
}

// i18next's plural forms: English writes _one and _other, Chinese one form for every count.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([^\s,}]+)[^}]*\}\}/g;

/** Each message key (plural forms folded into one) with the interpolation variables its forms use. */
function variablesByKey(tree: MessageTree, prefix = '', into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') {
      variablesByKey(value as MessageTree, `${prefix}${key}.`, into);
      continue;
    }
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    const variables = into.get(path) ?? new Set<string>();
    if (typeof value === 'string') for (const [, name] of value.matchAll(VARIABLE)) variables.add(name!);
    into.set(path, variables);
  }
  return into;
}

const listed = (names: Iterable<string>) => [...names].sort().join(', ') || 'none';

/**
 * What differs between the two languages, one sentence each: a key only one language has, a key
 * whose forms interpolate other variables. Empty when they agree.
 */
export function messageParityProblems(messages: NamespaceMessages): string[] {
  const english = variablesByKey(messages['en-us']);
  const chinese = variablesByKey(messages['zh-cn']);
  const problems: string[] = [];
  for (const key of new Set([...english.keys(), ...chinese.keys()])) {
    const en = english.get(key);
    const zh = chinese.get(key);
    if (!zh) problems.push(`${key} is missing in zh-cn`);
    else if (!en) problems.push(`${key} is missing in en-us`);
    else if (listed(en) !== listed(zh)) problems.push(`${key} uses ${listed(en)} in en-us but ${listed(zh)} in zh-cn`);
  }
  return problems.sort();
}
