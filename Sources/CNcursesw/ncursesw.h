// libncursesw with its wide-character API: declarations only. Whatever holds state or logic (signal
// flags, terminfo output, wrappers of macros and globals) lives in the CNcurseswShim C target.
#ifndef SECTIONGRID_CNCURSESW_H
#define SECTIONGRID_CNCURSESW_H

// SwiftPM drops pkg-config's -D flags, so request the wide-character API here (before any system
// header, so <wchar.h> and <curses.h> both see it). CNcurseswShim includes this header, so the C and the
// Swift side agree on the declarations.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <stdio.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif
#endif
