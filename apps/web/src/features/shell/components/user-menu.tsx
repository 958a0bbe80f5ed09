// The signed-in user menu: a disclosure (not an ARIA menu) with the personal pages and sign-out.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '#styles/user-menu.css';
import { paths } from '#lib/paths.ts';
import { signOut, useSession } from '#lib/session-core.ts';
import { useDisclosure } from './use-disclosure.ts';

/** The user menu's links, in the country's path language (home and search are in the primary navigation). */
function menuLinks() {
  return [
    { to: paths.content.lists.saved.getHref(), label: 'account.menu.saved' },
    { to: paths.preferences.getHref(), label: 'account.menu.preferences' },
    { to: paths.editProfile.getHref(), label: 'account.menu.editProfile' },
  ] as const;
}

/** A disclosure (not an ARIA menu): a button that shows a list of ordinary links and the sign-out button. */
export function UserMenu() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { open, setOpen, root, toggleProps, listId } = useDisclosure<HTMLDivElement>();
  const name = profile?.name || t('account.menu.fallbackName');
  const close = () => setOpen(false);

  return (
    <nav className="user-menu" aria-label={t('account.menu.navLabel')} ref={root} data-testid="user-menu">
      <button
        {...toggleProps}
        className="user-menu__toggle header-pill"
        aria-label={t('account.menu.toggle', { name })}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{name}</span>
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        {menuLinks().map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className="user-menu__item" onClick={close}>
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="user-menu__item"
            onClick={() => {
              close();
              void signOut(paths.landing.getHref());
            }}
          >
            {t('account.menu.signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
