import Link from '@/components/navigation/link';
import { getNavigation, getProducts } from '@/lib/content';
import { messages } from '@/lib/i18n';
import { BrandLogo } from './brand-logo';
import { HeaderMenu } from './header-menu';
import { SearchIsland } from '@/components/search/search-island';
import { SiteSearchMarkup } from '@/components/search/site-search-markup';
import { UpgradeFailedNotice } from '@/components/upgrade/upgrade-failed-notice';
import { CartWidget } from '@/components/cart/cart-widget';
import { ToastRegion } from '@/components/ui/toast-region';
import { Icon } from '@/components/ui/icon';
import { ROUTES } from '@/lib/routes';

export function SiteHeader() {
  const { header } = getNavigation();
  const searchIcon = <Icon name="search" className="site-search-icon" />;
  return (
    <header className="site-header">
      <nav className="navbar navbar-expand-lg container px-3" aria-label={messages.nav.primary}>
        <Link href="/" className="brand navbar-brand me-0">
          <BrandLogo height={28} />
        </Link>
        <HeaderMenu items={header.items} />
        <SearchIsland icon={searchIcon}>
          <SiteSearchMarkup icon={searchIcon} notice={<UpgradeFailedNotice message={messages.upgrade.search} />} />
        </SearchIsland>
        <CartWidget
          href={ROUTES.cart}
          knownVariantIds={getProducts().flatMap((p) => p.variants.map((v) => v.id))}
          icon={<Icon name="cart" />}
        />
      </nav>
      <ToastRegion />
    </header>
  );
}
