// What the shop uses of @tanstack/react-query, shared under that name as one singleton (one cache for
// the whole site). A shared module is bundled whole; naming the exports lets webpack drop the rest.
// FacadeNamesPlugin fails a build that imports a name missing here: add it here.
export {
  QueryClient,
  QueryClientProvider,
  hydrate,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from 'shop-facade-source/@tanstack/react-query';
