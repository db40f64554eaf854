import { useState } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
} from "react-aria-components";
import type { Lang } from "../../../shared/i18n";
import type { StaffProfile } from "../../../shared/staff/auth";
import { MenuIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import { LanguageSelect } from "../components/language-select";
import { modalBackdrop } from "../components/staff-dialog";
import type { NavItem } from "./nav-items";
import { StaffNav } from "./staff-nav";

type ShellHeaderProps = {
  staff: StaffProfile;
  items: NavItem[];
  onLanguage: (lang: Lang) => void;
  onSignOut: () => void;
};

/**
 * The signed-in console's top bar: on a phone a menu button opens the sections in a drawer;
 * the language switch and the staff member's own menu (my account, sign out) everywhere.
 */
export function ShellHeader({ staff, items, onLanguage, onSignOut }: ShellHeaderProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="bg-brand-800 text-white">
      {/* On a phone the language switch and the staff member's menu take a second row, so the
          console's name is not cut to a word beside the menu button. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 sm:flex-nowrap sm:gap-3 sm:px-4">
        <DialogTrigger isOpen={menuOpen} onOpenChange={setMenuOpen}>
          <Button
            className="flex min-h-11 min-w-11 items-center justify-center rounded-md border border-white/60 lg:hidden"
            aria-label={t("staff.nav.open")}
          >
            <MenuIcon className="size-6" />
          </Button>
          <ModalOverlay isDismissable className={`${modalBackdrop} lg:hidden`}>
            <Modal className="fixed inset-y-0 start-0 w-72 max-w-[85vw] overflow-y-auto bg-white text-ink shadow-xl">
              <Dialog className="p-4 outline-none">
                <div className="mb-4 flex items-center justify-between gap-2">
                  <Heading slot="title" className="text-lg font-bold text-brand-900">
                    {t("staff.nav.title")}
                  </Heading>
                  <Button
                    slot="close"
                    className="min-h-11 rounded-md px-3 font-bold text-brand-800 underline"
                  >
                    {t("staff.ui.close")}
                  </Button>
                </div>
                <nav aria-label={t("staff.nav.title")}>
                  <StaffNav items={items} onNavigate={() => setMenuOpen(false)} />
                </nav>
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
        <p className="flex min-w-0 flex-1 items-center gap-2 font-bold sm:text-lg">
          <img src="/media/crest.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="truncate-text" data-testid="console-name">
            {t("staff.console")}
          </span>
        </p>
        <div className="flex items-center justify-end gap-2 max-sm:w-full sm:gap-3">
          <LanguageSelect onChange={onLanguage} />
          <UserMenu staff={staff} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}

/** The staff member's own menu: my account, sign out. */
function UserMenu({ staff, onSignOut }: { staff: StaffProfile; onSignOut: () => void }) {
  const t = useT();
  return (
    <MenuTrigger>
      <Button
        className="flex min-h-11 max-w-48 items-center gap-1 rounded-md border border-white/60 px-3 font-bold"
        aria-label={t("staff.nav.userMenu", { name: staff.name })}
      >
        <span className="truncate-text" dir="auto">
          {staff.name}
        </span>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-48 rounded-md border border-gray-300 bg-white p-1 shadow-lg"
      >
        <Menu
          className="outline-none"
          onAction={(key) => {
            if (key === "sign-out") onSignOut();
          }}
        >
          <UserMenuItem id="account" href="/staff/account">
            {t("staff.nav.myAccount")}
          </UserMenuItem>
          <UserMenuItem id="sign-out">{t("staff.nav.signOut")}</UserMenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** An item of the staff member's own menu: a link, or an action the menu handles by its id. */
function UserMenuItem({
  id,
  href,
  children,
}: {
  id: string;
  href?: string;
  children: React.ReactNode;
}) {
  return (
    <MenuItem
      id={id}
      href={href}
      className="flex min-h-11 cursor-pointer items-center rounded px-3 text-ink outline-none data-[focused]:bg-brand-50"
    >
      {children}
    </MenuItem>
  );
}
