import Foundation
import Testing
import Flipbook
@testable import FlipbookScene

/// The inputs-and-progress family in scenes draws exactly what the Swift views draw.
@Suite @MainActor struct InputDecodingTests {
    static let size = (200, 60)

    @Test func slidersSteppersAndPickersMatchSwift() throws {
        let state = #""state": {"v": 0.25, "n": 3, "s": "M"}"#
        #expect(try sameBytes(#"{"Slider": {"value": "$v"}}"#, Slider(value: .constant(0.25)), size: Self.size, extra: state))
        #expect(try sameBytes(#"{"Slider": {"value": 7, "in": [0, 10], "step": 5}}"#,
                              Slider(value: .constant(7.0), in: 0...10, step: 5), size: Self.size))
        #expect(try sameBytes(#"{"Stepper": {"title": "Guests", "value": "$n", "in": [0, 3]}}"#,
                              Stepper("Guests", value: .constant(3.0), in: 0...3), size: Self.size, extra: state))
        #expect(try sameBytes(#"{"Picker": {"title": "Size", "selection": "$s", "options": ["S", "M", "L"]}, "modifiers": [{"pickerStyle": "segmented"}]}"#,
                              Picker("Size", selection: .constant("M")) { Text("S").tag("S"); Text("M").tag("M"); Text("L").tag("L") }
                                .pickerStyle(.segmented), size: Self.size, extra: state))
        #expect(try sameBytes(#"{"Picker": {"title": "N", "selection": 2, "options": [{"tag": 1, "label": "One"}, {"tag": 2, "label": "Two"}]}}"#,
                              Picker("N", selection: .constant(2.0)) { Text("One").tag(1.0); Text("Two").tag(2.0) }, size: Self.size))
    }

    @Test func textAndProgressMatchSwift() throws {
        #expect(try sameBytes(#"{"TextField": {"title": "Name", "text": "", "prompt": "Required"}, "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#,
                              TextField("Name", text: .constant(""), prompt: Text("Required")).textFieldStyle(.roundedBorder), size: Self.size))
        #expect(try sameBytes(#"{"SecureField": {"title": "Password", "text": "abc"}, "modifiers": [{"flipbookFocused": true}]}"#,
                              SecureField("Password", text: .constant("abc")).flipbookFocused(), size: Self.size))
        #expect(try sameBytes(#"{"ProgressView": {"title": "Up", "value": 3, "total": 10}}"#,
                              ProgressView("Up", value: 3.0, total: 10), size: Self.size))
        #expect(try sameBytes(#"{"Gauge": {"value": 0.5, "label": "B", "currentValueLabel": "50"}, "modifiers": [{"gaugeStyle": "accessoryCircularCapacity"}]}"#,
                              Gauge(value: 0.5) { Text("B") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircularCapacity),
                              size: (200, 70)))
        #expect(try sameBytes(#"{"DatePicker": {"title": "D", "selection": "2001-01-01T00:00:00Z"}}"#,
                              DatePicker("D", selection: .constant(Date(timeIntervalSinceReferenceDate: 0))), size: Self.size))
    }

    @Test func mistakesAreNamedAtTheirPlace() {
        let e1 = sceneError(scene(#"{"Slider": {"value": 1, "in": [5, 1]}}"#))
        #expect(e1?.path == "body.Slider.in" && e1?.message.contains("lower bound") == true, "\(String(describing: e1))")
        let e2 = sceneError(scene(#"{"DatePicker": {"title": "D", "selection": "March 15"}}"#))
        #expect(e2?.path == "body.DatePicker.selection" && e2?.suggestion?.contains("2024-03-15T09:41:00Z") == true, "\(String(describing: e2))")
        let e3 = sceneError(scene(#"{"Picker": {"title": "P", "selection": 1, "options": ["a"]}, "modifiers": [{"pickerStyle": "segmentd"}]}"#))
        #expect(e3?.message.contains("segmentd") == true, "\(String(describing: e3))")
        let e4 = sceneError(scene(#"{"TextField": {"title": "T", "text": "$flag"}}"#, extra: #""state": {"flag": true}"#))
        #expect(e4?.path == "body.TextField.text", "\(String(describing: e4))")
        let e5 = sceneError(scene(#"{"Link": {"title": "L", "destination": "example"}}"#))
        #expect(e5?.path == "body.Link.destination", "\(String(describing: e5))")
    }
}
