// The machine stack pointer, for the resolver's stack budget (BodyRecursion.swift). Swift has
// no way to ask for it: the address of a local is not it under AddressSanitizer, which moves
// locals whose address is taken onto a heap "fake stack", so a probe there measured nothing and
// deep bodies overflowed the real stack under ASan.
#ifndef CFLIPBOOK_STACK_H
#define CFLIPBOOK_STACK_H

#include <stdint.h>

/// The current frame's address on the thread's real stack.
static inline uintptr_t flipbook_stack_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

#endif
