import Foundation

/// Finds the directory of bundled fonts (`Fonts/` of the Flipbook package) at run time, from
/// any working directory: for `swift run render`, `swift test`, and packages that depend on
/// Flipbook.
///
/// Places tried, first match wins:
/// 1. the directory named by the environment variable `FLIPBOOK_FONTS` (if it is set but
///    holds no fonts, that is an error rather than a silent fallback);
/// 2. `Fonts/` of the package this source file was compiled from: walk up from `#filePath`
///    to the first directory holding both `Package.swift` and `Fonts/` (works in a checkout
///    and in `.build/checkouts/…` of a dependent package);
/// 3. `Fonts/` next to the running executable;
/// 4. `../share/flipbook/Fonts` relative to the executable's directory (an installed layout).
public enum FontLocator {
    /// The environment variable that overrides every other place.
    public static let environmentVariable = "FLIPBOOK_FONTS"

    /// The file that proves a directory is a Flipbook font directory.
    public static let markerFile = "Inter-Regular.otf"

    /// The fonts directory, or a ``FontError/fontsNotFound(searched:)`` listing every place
    /// tried.
    /// - Parameters:
    ///   - environment: the process environment; pass an explicit dictionary in tests
    ///     instead of mutating the real one.
    ///   - executablePath: the running executable; `nil` uses the current process's.
    public static func fontsDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = nil
    ) throws -> URL {
        if let override = environment[environmentVariable], !override.isEmpty {
            let url = URL(fileURLWithPath: override, isDirectory: true)
            guard holdsFonts(url) else {
                throw FontError.fontsNotFound(searched: [
                    "\(environmentVariable)=\(override) (set, but it has no \(markerFile); point it at a directory holding Flipbook's Fonts/ files, or unset it)",
                ])
            }
            return url.standardizedFileURL
        }
        var searched: [String] = []
        for candidate in fallbackCandidates(executablePath: executablePath) {
            if holdsFonts(candidate) { return candidate.standardizedFileURL }
            searched.append(candidate.path)
        }
        throw FontError.fontsNotFound(searched: searched + [
            "(\(environmentVariable) is not set; set it to a directory holding Flipbook's Fonts/ files)",
        ])
    }

    /// The places tried after the environment variable, in order.
    static func fallbackCandidates(executablePath: String?) -> [URL] {
        var out: [URL] = []
        if let root = packageRoot(startingAt: URL(fileURLWithPath: locatorSourcePath)) {
            out.append(root.appendingPathComponent("Fonts", isDirectory: true))
        }
        let exe = executablePath ?? currentExecutablePath()
        if let exe {
            let dir = URL(fileURLWithPath: exe).resolvingSymlinksInPath().deletingLastPathComponent()
            out.append(dir.appendingPathComponent("Fonts", isDirectory: true))
            out.append(dir.deletingLastPathComponent()
                .appendingPathComponent("share/flipbook/Fonts", isDirectory: true))
        }
        return out
    }

    /// The nearest ancestor of `file` holding both `Package.swift` and `Fonts/`.
    static func packageRoot(startingAt file: URL) -> URL? {
        let fm = FileManager.default
        var dir = file.deletingLastPathComponent()
        while dir.path != "/" && !dir.path.isEmpty {
            if fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path),
               holdsFonts(dir.appendingPathComponent("Fonts", isDirectory: true)) {
                return dir
            }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    static func holdsFonts(_ dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(markerFile).path)
    }

    private static func currentExecutablePath() -> String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments.first
    }
}

/// `#filePath` of this file, evaluated here (not at a caller), so it always names
/// FlipbookText's own source inside the Flipbook package.
private let locatorSourcePath: String = #filePath
