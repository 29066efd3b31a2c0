import {
  Gauge,
  LayoutDashboard,
  LayoutTemplate,
  Palette,
  Plus,
  type LucideIcon,
} from 'lucide-react';
import { appShellMessages as m } from '../messages';

export interface NavItem {
  /** A message of the shell's catalogue. */
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The header navigation, in the spec's order (product spec section 2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: m.dashboard, href: '/dashboard', icon: LayoutDashboard },
  { label: m.navCreateForm, href: '/forms/new', icon: Plus },
  { label: m.navNpsAnalytics, href: '/nps-analytics', icon: Gauge },
  { label: m.templates, href: '/templates', icon: LayoutTemplate },
  { label: m.navBrandKit, href: '/brandkit', icon: Palette },
];

export function isActive(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
