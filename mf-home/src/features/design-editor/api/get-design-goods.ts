import { type DesignGoodsCard, type DesignLang, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';

/** admin/design/goods: the cards of the ids a designer typed (unknown or off-shelf ids are left out). */
export async function getDesignGoods(lang: DesignLang, ids: readonly number[]): Promise<DesignGoodsCard[]> {
  const answer = await staffHttp.call(endpoints.listAdminDesignGoods, { lang, ids: ids.join(',') });
  return answer.data.list;
}
