import { ShopAuthorizeScreen } from '@/features/shop';

export default function ShopAuthorizePage() {
  return <ShopAuthorizeScreen />;
}
