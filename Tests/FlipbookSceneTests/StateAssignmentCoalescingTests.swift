import Foundation
import Testing
import Flipbook
@testable import FlipbookScene

/// Issue 28: `set` events at one instant each cost a layout of the whole scene (10,000 at
/// ~0.2 ms each). Between two plain assignments at one instant nothing sees the first value
/// unless something observes it, so they share one pass; these tests play each timeline with
/// the sharing on and off and require the same frames (and fewer passes only where nothing
/// observes).
@Suite @MainActor struct StateAssignmentCoalescingTests {
    func doc(_ body: String, state: String, events: [String], fps: Int = 10, duration: Double = 1) throws -> SceneDocument {
        let json = #"{"size": [40, 20], "scale": 1, "background": "white", "state": \#(state), "body": \#(body), "timeline": {"fps": \#(fps), "duration": \#(duration), "events": [\#(events.joined(separator: ", "))]}}"#
        return try SceneDocument.decode(Array(json.utf8))
    }

    /// The frames and the number of passes, played with the sharing on or off.
    func play(_ doc: SceneDocument, coalescing: Bool) throws -> (frames: [DisplayFrame], passes: Int) {
        let seq = try SceneRenderer.frameSequence(doc)
        seq.coalescesStateAssignments = coalescing
        let frames = try seq.displayFrames()
        return (frames, seq.host.graph.passCount)
    }

    static let widthBody = #"{"Rectangle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": "$w", "height": 10}}]}"#

    @Test("1,000 plain sets at one instant share one pass; the frames are the same")
    func plainSetsShareAPass() throws {
        let events = (1...1000).map { #"{"at": 0.5, "set": {"w": \#($0 % 40)}}"# } + [#"{"at": 0.5, "set": {"w": 25}}"#]
        let d = try doc(Self.widthBody, state: #"{"w": 5}"#, events: events)
        let on = try play(d, coalescing: true), off = try play(d, coalescing: false)
        #expect(on.frames == off.frames)
        #expect(on.frames.count == 11)
        // 1,001 passes for the events without sharing, one with it.
        #expect(off.passes - on.passes == 1000, "\(off.passes) vs \(on.passes)")
        // The last value is what the frames from 0.5 s on show: a 25-point-wide rectangle (the
        // system red).
        let frame5 = on.frames[5].rasterize(), frame4 = on.frames[4].rasterize()
        #expect(frame5[24, 10] == SIMD4(255, 59, 48, 255) && frame5[34, 10] == SIMD4(255, 255, 255, 255))
        #expect(frame4[20, 10] == SIMD4(255, 59, 48, 255) && frame4[24, 10] == SIMD4(255, 255, 255, 255))
    }

    @Test("a set with an animation after a plain set at the same instant animates from the plain set's value")
    func anAnimatedSetAfterAPlainOneKeepsThePass() throws {
        let events = [#"{"at": 0.2, "set": {"w": 30}}"#, #"{"at": 0.2, "set": {"w": 10}}"#,
                      #"{"at": 0.2, "set": {"w": 40}, "animation": {"linear": {"duration": 0.5}}}"#,
                      // Plain sets while that animation runs: the running animation observes them.
                      #"{"at": 0.4, "set": {"w": 2}}"#, #"{"at": 0.4, "set": {"w": 20}}"#]
        let d = try doc(Self.widthBody, state: #"{"w": 5}"#, events: events)
        let on = try play(d, coalescing: true), off = try play(d, coalescing: false)
        #expect(on.frames == off.frames)
        // Only the first plain pair shares a pass (the animated set and the sets during the
        // animation keep theirs).
        #expect(off.passes - on.passes == 1, "\(off.passes) vs \(on.passes)")
        // At 0.3 s the width is a fifth of the way from 10 (the second plain set's value) to
        // 40: 16 points, centred (from 5 it would be 12).
        let f3 = on.frames[3].rasterize()
        #expect(f3[12, 10] == SIMD4(255, 59, 48, 255) && f3[11, 10] == SIMD4(255, 255, 255, 255), "\(f3[12, 10]) \(f3[11, 10])")
    }

    @Test("a scene with an animation modifier keeps a pass after every set")
    func anAnimationModifierKeepsEveryPass() throws {
        let body = #"{"Rectangle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": "$w", "height": 10}}, {"animation": {"animation": "linear", "value": "$w"}}]}"#
        let events = [#"{"at": 0.2, "set": {"w": 30}}"#, #"{"at": 0.2, "set": {"w": 10}}"#, #"{"at": 0.2, "set": {"w": 35}}"#]
        let d = try doc(body, state: #"{"w": 5}"#, events: events)
        #expect(SceneRenderer.mentionsAnimation(d))
        #expect(!SceneRenderer.mentionsAnimation(try doc(Self.widthBody, state: #"{"w": 5}"#, events: events)))
        let on = try play(d, coalescing: true), off = try play(d, coalescing: false)
        #expect(on.frames == off.frames)
        #expect(on.passes == off.passes)
    }
}

/// The same rule through the Swift API (`FrameEvent.assignsStateOnly` set as the scene
/// timeline sets it): `onChange` and `.task(id:)` observe every value, so they keep the pass.
@Suite @MainActor struct StateAssignmentObserverTests {
    @MainActor final class Model: ObservableObject { @Published var value = 0 }
    @MainActor final class Log { var entries: [String] = [] }

    struct Observed: View {
        @ObservedObject var model: Model
        let log: Log
        let withOnChange: Bool
        let withTask: Bool
        var body: some View {
            let base = Rectangle().fill(Color.red).frame(width: CGFloat(model.value), height: 10)
            let log = self.log
            if withOnChange {
                return AnyView(base.onChange(of: model.value) { old, new in log.entries.append("\(old)→\(new)") })
            }
            if withTask {
                return AnyView(base.task(id: model.value) { @MainActor [value = model.value] in log.entries.append("task \(value)") })
            }
            return AnyView(base)
        }
    }

    func play(onChange: Bool, task: Bool, coalescing: Bool) async throws -> (log: [String], frames: [DisplayFrame], passes: Int) {
        let model = Model(), log = Log()
        let events = [1, 2, 3].map { v in
            var e = FrameEvent.perform(at: 0.2) { model.value = v * 10 }
            e.assignsStateOnly = true
            return e
        }
        let seq = FrameSequence(Observed(model: model, log: log, withOnChange: onChange, withTask: task),
                                fps: 10, length: .duration(0.5), proposedSize: ProposedViewSize(width: 40, height: 20), events: events)
        seq.coalescesStateAssignments = coalescing
        let frames = try await seq.displayFramesPlayingTasks()
        return (log.entries, frames, seq.host.graph.passCount)
    }

    @Test("onChange sees every value: the same sequence with and without sharing")
    func onChangeSeesEveryValue() async throws {
        let on = try await play(onChange: true, task: false, coalescing: true)
        let off = try await play(onChange: true, task: false, coalescing: false)
        #expect(on.log == ["0→10", "10→20", "20→30"])
        #expect(on.log == off.log && on.frames == off.frames && on.passes == off.passes)
    }

    @Test(".task(id:) restarts for every value: the same with and without sharing")
    func taskIDSeesEveryValue() async throws {
        let on = try await play(onChange: false, task: true, coalescing: true)
        let off = try await play(onChange: false, task: true, coalescing: false)
        #expect(on.log == ["task 0", "task 10", "task 20", "task 30"])
        #expect(on.log == off.log && on.frames == off.frames)
    }

    @Test("with no observer the three assignments share one pass, same frames")
    func unobservedAssignmentsShareAPass() async throws {
        let on = try await play(onChange: false, task: false, coalescing: true)
        let off = try await play(onChange: false, task: false, coalescing: false)
        #expect(on.frames == off.frames)
        #expect(off.passes - on.passes == 2, "\(off.passes) vs \(on.passes)")
    }
}
