import FlipbookScene
import Foundation
import Synchronization

/// Standard error for scenes rendering at once: each message is written whole, and on a
/// terminal a progress line ("rendered 3 of 10 scenes") is kept at the bottom.
final class Console: Sendable {
    private struct Progress {
        var done = 0
        var shown = false
    }

    private let total: Int
    private let showsProgress: Bool
    private let state = Mutex(Progress())

    /// `showsProgress`: only when standard error is a terminal, so logs and pipes get plain lines.
    init(total: Int, showsProgress: Bool) {
        self.total = total
        self.showsProgress = showsProgress
    }

    /// Writes one message line (an error or a note) above the progress line. Control
    /// characters in it (from a file name or a scene) are shown escaped: they cannot move the
    /// cursor or rewrite the log's lines.
    func report(_ line: String) {
        state.withLock { p in
            var text = p.shown ? "\r\u{1B}[K" : ""
            text += MessageText.escaped(line) + "\n"
            if p.shown { text += progressText(p.done) }
            write(text)
        }
    }

    /// Counts a finished scene and redraws the progress line.
    func finished() {
        guard showsProgress else { return }
        state.withLock { p in
            p.done += 1
            p.shown = true
            write("\r\u{1B}[K" + progressText(p.done))
        }
    }

    /// On a terminal, a progress bar for the frames of one timeline scene.
    func frames(_ name: String, done: Int, total: Int) {
        guard isatty(STDERR_FILENO) == 1, total > 0 else { return }
        let width = 24
        let filled = min(width, done * width / total)
        state.withLock { p in
            p.shown = true
            write("\r\u{1B}[K\(name) [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                  + "] \(done)/\(total) frames")
        }
    }

    /// Removes the progress line before the program exits.
    func clearProgress() {
        state.withLock { p in
            if p.shown { write("\r\u{1B}[K") }
            p.shown = false
        }
    }

    private func progressText(_ done: Int) -> String {
        "render: \(done) of \(total) scenes done"
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
