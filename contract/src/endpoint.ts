import type { z } from 'zod';

/** The methods the API answers on: reads are GET (input in the query), changes POST (a JSON body). */
export type HttpMethod = 'GET' | 'POST';

/**
 * One operation of the API, as the registry (`endpoints`) names it: its id, method and path, and,
 * as types only, the schemas of what it takes and what it answers. The API's route for it is
 * documented and validated with those schemas (`api/src/http/operation.ts`), and the front-ends
 * call it by this object (`http.call(endpoints.saveAddress, body)`), so a URL is written once and
 * an answer's type is the contract's, never asserted by hand.
 *
 * Declared as a plain object under an annotation (`src/endpoints/<module>.ts`):
 * `export const saveAddress: Endpoint<typeof addressSaveBody, typeof address> = { operationId: 'saveAddress', method: 'POST', path: '/address/save' };`
 * A plain object, so that a bundler drops every endpoint a page does not call and a page bundles no
 * schema by calling one; an annotation, so that the compiled declarations name the schemas
 * (`typeof addressSaveBody`) instead of spelling out their types: the API's build compares the two,
 * and a spelt-out copy of a large schema is too complex for the compiler to compare (TS2590).
 */
export interface Endpoint<Input extends z.ZodType | undefined = z.ZodType | undefined, Answer extends z.ZodType = z.ZodType> {
  /** What OpenAPI names the call; also its name in `endpoints`. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Under the API's base, with a leading slash: `/address/save`. */
  readonly path: string;
  /** Never set: carries the schemas' types (`EndpointInput`, `EndpointAnswer`). */
  readonly schemas?: { readonly input: Input; readonly answer: Answer };
}

/** What a caller sends: the input schema's input type (GET query or POST body), `undefined` for none. */
export type EndpointInput<E extends Endpoint> = NonNullable<E['schemas']>['input'] extends infer Input extends z.ZodType ? z.input<Input> : undefined;

/** What `data` holds in a success: the answer schema's output, as the API's tests check it. */
export type EndpointAnswer<E extends Endpoint> = z.output<NonNullable<E['schemas']>['answer']>;
