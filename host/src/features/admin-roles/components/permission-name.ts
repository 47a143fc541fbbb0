import { PERMISSION_LABELS, type Permission } from '@shop/contract';

/** A permission key's name in the page's language; an unknown key (a newer server) as itself. */
export function permissionName(key: string, language: string): string {
  const label = PERMISSION_LABELS[key as Permission] as { en: string; zh: string } | undefined;
  if (!label) return key;
  return language === 'zh-cn' ? label.zh : label.en;
}

/** The permission keys by domain (`order.view`, `order.ship` → `order`), in the catalogue's order. */
export function permissionsByDomain(keys: readonly string[]): [domain: string, keys: string[]][] {
  const domains = new Map<string, string[]>();
  for (const key of keys) {
    const domain = key.split('.')[0] ?? key;
    domains.set(domain, [...(domains.get(domain) ?? []), key]);
  }
  return [...domains];
}
