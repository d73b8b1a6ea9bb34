import ArgumentParser
import Flipbook
import Foundation

/// The `render` program: its subcommands are `scenes` (the default: `render scene.json -o out/`
/// is `render scenes scene.json -o out/`), `diff` and `verify`, dispatched by ArgumentParser.
/// (A scene file literally named `scenes`, `diff`, `verify` or `help` is reached as `./diff`.)
@main
struct RenderMain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Flipbook scene files (scene.json) to PNG images, and compare PNG images.",
        version: FlipbookInfo.version,
        subcommands: [Render.self, DiffCommand.self, VerifyCommand.self],
        defaultSubcommand: Render.self,
        // No help flag of its own: `render --help` falls through to the default subcommand, so
        // it shows how to render scenes with every option, as before subcommands existed
        // (`render help` lists the subcommands). Each subcommand names its own help flags.
        helpNames: []
    )

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            Foundation.exit(0)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success { Self.exit(withError: error) }   // --help, --version
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .validationFailure ? usageErrorStatus(arguments) : code.rawValue)
        }
    }

    /// A mistake in the options: 64 (EX_USAGE) for `render scenes`, as documented, and 2 (bad
    /// input, like a missing file) for diff and verify, whose statuses CI reads as 0/1/2. The
    /// subcommand is the one ArgumentParser chose: named first, else the default.
    static func usageErrorStatus(_ arguments: [String]) -> Int32 {
        let chosen = configuration.subcommands.first { $0._commandName == arguments.first } ?? configuration.defaultSubcommand
        return (chosen as? any UsageErrorStatus.Type)?.usageErrorStatus ?? ExitCode.validationFailure.rawValue
    }
}

/// A subcommand whose option mistakes exit with a status of its own.
protocol UsageErrorStatus {
    static var usageErrorStatus: Int32 { get }
}
