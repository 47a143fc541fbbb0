import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import * as reactQuery from '@tanstack/react-query';
// eslint-disable-next-line no-restricted-imports -- the share scope hands a remote the whole package, its HTTP client included
import * as shared from '@shop/shared';

/**
 * The host's copies of the share scope's singletons, by the name a remote's server build requires
 * them under: one React, one router, one query library, one i18n and one @shop/shared per server,
 * as in the browser (ADR 0039).
 */
export const serverSingletons: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router-dom': reactRouterDom,
  zustand,
  i18next,
  'react-i18next': reactI18next,
  '@tanstack/react-query': reactQuery,
  '@shop/shared': shared,
};
