// Seed 001 (Apple's ToggleStyle.makeBody(configuration:) page): ChecklistToggleStyle and
// RedBorderToggleStyle pasted verbatim.
// Edits: the page says "if you create a `redBorder` static variable from this style"
// without showing it; `extension ToggleStyle where Self == RedBorderToggleStyle` below is
// that variable, written the way SwiftUI's own `.switch`/`.button` are. The two usage
// snippets are wrapped in a view (`RedBorderToggles`) that owns their @State.
import Flipbook

struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn
                        ? "checkmark.circle.fill"
                        : "circle")
                configuration.label
            }
        }
        .tint(.primary)
        .buttonStyle(.borderless)
    }
}

struct RedBorderToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .padding()
            .border(.red)
    }
}

extension ToggleStyle where Self == RedBorderToggleStyle {
    static var redBorder: RedBorderToggleStyle { RedBorderToggleStyle() }
}

struct RedBorderToggles: View {
    @State var isSwitchOn = false
    @State var isButtonOn = false

    var body: some View {
        VStack {
            Toggle("Switch", isOn: $isSwitchOn)
                .toggleStyle(.redBorder)
                .toggleStyle(.switch)

            Toggle("Button", isOn: $isButtonOn)
                .toggleStyle(.redBorder)
                .toggleStyle(.button)
        }
    }
}

/// "You can present a collection of toggles that use this style in a stack."
struct ChecklistToggles: View {
    @State var first = true
    @State var second = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Buy milk", isOn: $first)
            Toggle("Walk the dog", isOn: $second)
        }
        .toggleStyle(ChecklistToggleStyle())
    }
}
