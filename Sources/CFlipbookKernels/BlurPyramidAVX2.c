// The AVX2 build of the blur pyramid (BlurPyramidBody.h; BlurPyramid.c chooses at run time).
// The target attribute is applied to every function of the body by a pragma, so the package
// needs no compiler flags; the system headers are included first, outside it.
#pragma clang diagnostic ignored "-Wpsabi"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "CFlipbookKernels.h"

#if defined(__x86_64__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#define BP_NAME(name) name##_avx2
#include "BlurPyramidBody.h"
#undef BP_NAME
#pragma clang attribute pop
#endif
