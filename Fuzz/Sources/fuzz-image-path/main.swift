import FuzzDriver
import Glibc
import Flipbook
import FlipbookPNG
import FlipbookScene

/// What a scene may read (issue 28, item 9), fuzzed: the input is an image path (and a scale),
/// put into a scene whose folder is a sandbox holding a PNG, a FIFO, a directory, symlinks in
/// and out and a symlink to /dev/zero. Beside the sandbox lies a "secret" PNG of a colour no
/// file inside has. Decoding must throw a SceneError or render, never hang on the FIFO, read
/// the device, or show the secret colour.
let root = "/tmp/flipbook-fuzz-image-path-\(getpid())"
let sandbox = root + "/scenes"

func makeSandbox() {
    mkdir(root, 0o755)
    mkdir(sandbox, 0o755)
    mkdir(sandbox + "/sub", 0o755)
    mkdir(sandbox + "/dir.png", 0o755)
    let green: [UInt8] = [0, 255, 0, 255]
    let secret: [UInt8] = [255, 0, 255, 255]
    try! PNGCodec.write(premultipliedRGBA: green, width: 1, height: 1, to: sandbox + "/ok.png")
    try! PNGCodec.write(premultipliedRGBA: green, width: 1, height: 1, to: sandbox + "/sub/ok.png")
    try! PNGCodec.write(premultipliedRGBA: secret, width: 1, height: 1, to: root + "/secret.png")
    mkfifo(sandbox + "/fifo.png", 0o600)
    symlink("/dev/zero", sandbox + "/zero.png")
    symlink(root + "/secret.png", sandbox + "/out.png")
    symlink("ok.png", sandbox + "/in.png")
    symlink("../secret.png", sandbox + "/sub/up.png")
    symlink(sandbox, sandbox + "/sub/loop")
}

func fuzzImagePath(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data, count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    // First byte: which key and scale; the rest: the path, as a JSON string's contents.
    let key = ["file", "name"][Int(bytes[0] & 1)]
    let scale = [1, 2, 3][Int(bytes[0] >> 1) % 3]
    var path = ""
    for b in bytes.dropFirst() {
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): path += "\\" + String(UnicodeScalar(b))
        case 0..<0x20: path += "\\u00" + String(b, radix: 16).leftPadded
        case 0x80...: path += "\\u00" + String(b, radix: 16)
        default: path += String(UnicodeScalar(b))
        }
    }
    let scene = #"{"size": [2, 2], "scale": \#(scale), "body": {"Image": {"\#(key)": "\#(path)"}, "modifiers": [{"resizable": {}}]}}"#
    MainActor.assumeIsolated {
        guard let doc = try? SceneDocument.decode(Array(scene.utf8), baseDirectory: sandbox) else { return }
        guard let pixels = try? SceneRenderer.renderStill(doc) else { return }
        for i in stride(from: 0, to: pixels.bytes.count, by: 4) {
            precondition(!(pixels.bytes[i] > 200 && pixels.bytes[i + 2] > 200 && pixels.bytes[i + 1] < 50),
                         "a scene read the secret file outside its folder through \"\(path)\"")
        }
    }
    return 0
}

extension String {
    var leftPadded: String { count < 2 ? "0" + self : self }
}

makeSandbox()
exit(runLibFuzzer { fuzzImagePath($0, $1) })
