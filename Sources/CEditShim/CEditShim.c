#include "CEditShim.h"

int modalplay_libedit_version(void) {
#if defined(LIBEDIT_MAJOR) && defined(LIBEDIT_MINOR)
  return LIBEDIT_MAJOR * 100 + LIBEDIT_MINOR;
#else
  return 0;
#endif
}
