#ifndef FLIPBOOK_CZLIB_SHIM_H
#define FLIPBOOK_CZLIB_SHIM_H
#include <zlib.h>
#endif
