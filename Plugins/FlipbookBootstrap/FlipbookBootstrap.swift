import Foundation
import PackagePlugin

/// `swift package flipbook-bootstrap`: installs the Debian packages Flipbook's system
/// libraries need (libpng, zlib, libdeflate, FreeType, HarfBuzz, libimagequant, pkg-config),
/// only those missing, from any package that depends on Flipbook. It runs Flipbook's own
/// `scripts/bootstrap`, so a dependent never keeps a copy of the list. Building the plugin
/// needs none of those libraries.
@main
struct FlipbookBootstrap: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let flipbook = Self.flipbook(from: context.package) else {
            Diagnostics.error("flipbook-bootstrap: Flipbook's checkout was not found among \(context.package.displayName)'s dependencies")
            return
        }
        let script = flipbook.directoryURL.appendingPathComponent("scripts/bootstrap")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("flipbook-bootstrap: \(script.path) exited with status \(process.terminationStatus)")
        }
    }

    /// The package that holds Flipbook's engine: the root itself in Flipbook's own checkout,
    /// else the dependency (at any depth) that does.
    static func flipbook(from package: Package) -> Package? {
        if package.products.contains(where: { $0.name == "Flipbook" }),
           FileManager.default.fileExists(atPath: package.directoryURL.appendingPathComponent("scripts/bootstrap").path) { return package }
        for dependency in package.dependencies {
            if let found = flipbook(from: dependency.package) { return found }
        }
        return nil
    }
}
