// Swift Testing's cross-import overlay for UIKit, as Linux needs it. The toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay tells the compiler to load `_Testing_UIKit`
// into every file that imports both `Testing` and a module named `UIKit`; Apple platforms ship
// it (it makes `UIImage` attachable), Linux toolchains do not, so without this module such a
// file fails with "no such module '_Testing_UIKit'". Flipbook's Linux `UIKit` depends on it,
// so it is in the build folder before any file that imports UIKit is compiled. It adds nothing:
// swift-snapshot-testing records attachments only off Linux.
