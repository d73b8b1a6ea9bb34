/// libFuzzer's entry point for a program that has its own `main`.
///
/// SwiftPM links every executable target's generated entry point as `main`, so libFuzzer's own
/// `main` is never used; each target's main.swift hands its one-input function to this driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments (corpus folders, -max_total_time=…), calling
/// `fuzzOne` with each input; returns libFuzzer's exit status.
public func runLibFuzzer(_ fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzOne)
}

/// libFuzzer's library refers to this symbol even when a program runs through
/// `LLVMFuzzerRunDriver`; a release build drops the reference, a debug build does not, so it
/// must exist for `FUZZ_CONFIGURATION=debug` (the CI smoke). It is never called.
@_cdecl("LLVMFuzzerTestOneInput")
public func unusedTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }
