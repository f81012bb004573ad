// The system zlib (Debian's zlib1g-dev): the tests inflate the PNG files rsvg-convert writes with it.
#include <zlib.h>
