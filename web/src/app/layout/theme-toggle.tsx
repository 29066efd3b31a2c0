import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getTheme, setTheme, type Theme } from '@/lib/theme';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from '../messages';

/** Switches between the light (default) and dark theme and remembers the choice. */
export function ThemeToggle() {
  const [theme, setThemeState] = useState<Theme>(getTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t(m.switchTheme, { theme: next })}
      title={t(m.switchTheme, { theme: next })}
      onClick={() => {
        setTheme(next);
        setThemeState(next);
      }}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
