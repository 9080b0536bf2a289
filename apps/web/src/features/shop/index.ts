import './shop.css';
import { registerShopLocales } from './locales';

registerShopLocales();

export { ShopAuthorizeScreen } from './ShopAuthorizeScreen';
