import ArgumentParser
import Foundation

/// The `render` program: `render diff …` and `render verify …` go to their commands; anything
/// else is `render scene.json … -o out/`, parsed exactly as before they existed. (A scene
/// file literally named `diff` or `verify` is reached as `./diff`.)
@main
enum RenderMain {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "diff": await runComparison(DiffCommand.self, Array(arguments.dropFirst()))
        case "verify": await runComparison(VerifyCommand.self, Array(arguments.dropFirst()))
        default: await Render.main()
        }
    }

    /// Runs diff or verify with their exit statuses: 0 match, 1 differ, 2 bad input, where
    /// a usage error (a bad option) is bad input too rather than ArgumentParser's 64.
    static func runComparison<C: AsyncParsableCommand>(_ type: C.Type, _ arguments: [String]) async -> Never {
        do {
            var command = try type.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            let code = type.exitCode(for: error)
            if code == .success { type.exit(withError: error) }   // --help, --version
            FileHandle.standardError.write(Data((type.fullMessage(for: error) + "\n").utf8))
            exit(2)
        }
    }
}
