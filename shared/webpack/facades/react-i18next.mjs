// What the shop uses of react-i18next, shared under that name as one singleton. A shared module is
// bundled whole (Trans, the ICU helpers, the HOCs); naming the exports lets webpack drop the rest.
// FacadeNamesPlugin fails a build that imports a name missing here: add it here.
export { initReactI18next, useTranslation } from 'shop-facade-source/react-i18next';
