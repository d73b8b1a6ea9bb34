import Foundation

/// The `render` program: `render diff …` and `render verify …` go to their commands; anything
/// else is `render scene.json … -o out/`, parsed exactly as before they existed. (A scene
/// file literally named `diff` or `verify` is reached as `./diff`.)
@main
enum RenderMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "diff": DiffCommand.main(Array(arguments.dropFirst()))
        case "verify": VerifyCommand.main(Array(arguments.dropFirst()))
        default: Render.main()
        }
    }
}
