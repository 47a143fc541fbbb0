import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import {
  address,
  addressSnapshot,
  backOfficeRoute,
  cartRow,
  cartTotal,
  categoryNode,
  commentCounts,
  couponOption,
  designBlock,
  goodsComment,
  goodsDetail,
  goodsListItem,
  goodsSku,
  invoiceSnapshot,
  memberCoupon,
  memberProfile,
  menuEntry,
  orderCounts,
  orderDetail,
  orderLine,
  orderSummary,
  paymentInfo,
  paymentMethodOption,
  pickupStore,
  shopProfile,
  siteLanguage,
  siteSettings,
  specGroup,
} from '@shop/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Contract schemas the document names as components, under the contract's type names, so that a
 * generated client gets one type per name; the recursive ones (categories, menus) need a name to
 * refer to themselves.
 */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  SiteSettings: siteSettings,
  SiteLanguage: siteLanguage,
  DesignBlock: designBlock,
  CategoryNode: categoryNode,
  GoodsListItem: goodsListItem,
  SpecGroup: specGroup,
  GoodsSku: goodsSku,
  CommentCounts: commentCounts,
  GoodsDetail: goodsDetail,
  GoodsComment: goodsComment,
  ShopProfile: shopProfile,
  MemberProfile: memberProfile,
  CartRow: cartRow,
  CartTotal: cartTotal,
  AddressSnapshot: addressSnapshot,
  Address: address,
  PickupStore: pickupStore,
  MemberCoupon: memberCoupon,
  OrderLine: orderLine,
  CouponOption: couponOption,
  OrderSummary: orderSummary,
  OrderCounts: orderCounts,
  OrderDetail: orderDetail,
  InvoiceSnapshot: invoiceSnapshot,
  PaymentMethodOption: paymentMethodOption,
  PaymentInfo: paymentInfo,
  MenuEntry: menuEntry,
  BackOfficeRoute: backOfficeRoute,
};

const COMPONENT_REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * Drops the component schemas nothing refers to (following references between components). The
 * zod transform writes an input and an output variant of every named schema; answers use only the
 * output ones, and a listed component nobody uses would only mislead.
 */
function dropUnreferencedSchemas(document: ReturnType<SwaggerTransformObject>): void {
  if (!('components' in document) || !document.components) return;
  const { components } = document;
  const { schemas } = components;
  if (!schemas) return;
  const kept = new Set<string>();
  const pending = [JSON.stringify({ ...document, components: { ...components, schemas: {} } })];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [, name] of text.matchAll(COMPONENT_REF)) {
      if (name === undefined || kept.has(name)) continue;
      kept.add(name);
      pending.push(JSON.stringify(schemas[name]));
    }
  }
  for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
}

/**
 * The route and document transforms of @fastify/swagger that turn the zod schemas into the OpenAPI
 * document. The names go to zod's global registry, where `.describe()` keeps the descriptions too
 * (the transforms read one registry); naming a schema again changes nothing.
 */
export function openApiTransforms(): { transform: SwaggerTransform; transformObject: SwaggerTransformObject } {
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  return {
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject);
      dropUnreferencedSchemas(document);
      return document;
    },
  };
}
