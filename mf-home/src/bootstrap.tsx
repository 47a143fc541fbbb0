import '@shop/shared/styles/standalone.css';
import { mountStandalone } from '@shop/shared';
import HomePage from './exposes/home-page';

mountStandalone([{ path: '/index', Page: HomePage }]);
