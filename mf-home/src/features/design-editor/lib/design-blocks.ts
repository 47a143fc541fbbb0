import { LAYOUT_PLACES, type DesignDataInput, type DesignKind, type HomeDesignInput, type LayoutDesignInput } from '@shop/contract';

/**
 * The design as the editor's form holds it: a block list. A home page is one already; the global
 * layout's places become a fixed list of four blocks (top bar, search, navigation, footer), so that
 * both kinds share the block list, the preview and the settings.
 */
export function formDesignOf(data: DesignDataInput): HomeDesignInput {
  if ('list' in data) return data;
  return { list: LAYOUT_PLACES.map((place) => data[place]) };
}

/** The form's blocks back in the shape the kind is saved in. */
export function designDataOf(kind: DesignKind, form: HomeDesignInput): DesignDataInput {
  if (kind === 'home') return form;
  return Object.fromEntries(LAYOUT_PLACES.map((place, index) => [place, form.list[index]])) as LayoutDesignInput;
}
