// The styles of the pages the server renders (docs/decisions/029), loaded with the page's own stylesheet
// rather than with each route's script: the server's HTML then paints styled, and nothing moves when the
// script arrives (a profile shifted by 0.121 while doctor-finder.css waited for its route chunk). The
// route modules import the same files; the build keeps one copy, in the entry's stylesheet.
import '#styles/account.css';
import '#components/ui/initials-avatar.css';
import '#components/ui/password-field.css';
import '#features/identity/components/identity.css';
import '#features/identity/components/docfinder-login.css';
import '#features/doctor-finder/components/doctor-finder.css';
import '#features/public-content/components/public-content.css';
import '#features/training/components/training.css';
