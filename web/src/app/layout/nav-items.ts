import {
  Gauge,
  LayoutDashboard,
  LayoutTemplate,
  Palette,
  Plus,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The header navigation, in the spec's order (product spec section 2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
  { label: 'Create Form', href: '/forms/new', icon: Plus },
  { label: 'NPS Analytics', href: '/nps-analytics', icon: Gauge },
  { label: 'Templates', href: '/templates', icon: LayoutTemplate },
  { label: 'Brand Kit', href: '/brandkit', icon: Palette },
];

export function isActive(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
