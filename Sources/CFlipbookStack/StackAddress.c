// SwiftPM builds a C target from at least one source file; the function is inline in the header.
#include "CFlipbookStack.h"
