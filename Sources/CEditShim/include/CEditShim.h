#ifndef CEDITSHIM_H
#define CEDITSHIM_H
#include <histedit.h>

/// The libedit version this shim was built against (LIBEDIT_MAJOR * 100 + LIBEDIT_MINOR).
int modalplay_libedit_version(void);

#endif
