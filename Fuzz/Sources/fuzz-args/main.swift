import FuzzDriver
import Glibc

/// The `render` command line, fuzzed: the input is split at NUL bytes into arguments, and the
/// `render` binary (FLIPBOOK_RENDER, built by Fuzz/run) runs with them in a scratch folder
/// holding a scene, a PNG and a FIFO. It must exit with 0, 1, 2 or 64 within 10 s: never a
/// signal (a trap, a stack overflow) or a hang. The binary runs as a child, so libFuzzer sees no
/// coverage inside it: this is a mutation smoke of the argument parser and its checks, whose
/// seeds (Seeds/args) hold every subcommand and option.
let render = getenv("FLIPBOOK_RENDER").map { String(cString: $0) } ?? "../.build/debug/render"
let scratch = "/tmp/flipbook-fuzz-args-\(getpid())"

func makeScratch() {
    mkdir(scratch, 0o755)
    mkdir(scratch + "/golden", 0o755)
    let scene = #"{"size": [4, 4], "scale": 1, "body": {"Color": "red"}}"#
    let fd = open(scratch + "/a.json", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = scene.withCString { write(fd, $0, strlen($0)) }
    close(fd)
    mkfifo(scratch + "/fifo.json", 0o600)
}

func fuzzArgs(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data, count <= 4096 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    var args = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(64).map { String(decoding: $0, as: UTF8.self) }
    if args == [""] { args = [] }
    var pid: pid_t = 0
    // Through sh, to start in the scratch folder (posix_spawn has no portable chdir action).
    let shell = ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", scratch, render]
    var cArgs: [UnsafeMutablePointer<CChar>?] = (shell + args).map { strdup($0) } + [nil]
    defer { for p in cArgs { free(p) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    guard posix_spawn(&pid, "/bin/sh", &actions, nil, &cArgs, environ) == 0 else {
        fatalError("cannot run \(render): set FLIPBOOK_RENDER to the render binary")
    }
    var status: Int32 = 0
    var waited = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
        usleep(10_000)
        waited += 1
        if waited > 1000 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            fatalError("render hung for 10 s with arguments \(args)")
        }
    }
    let signalled = status & 0x7f != 0
    let code = (status >> 8) & 0xff
    precondition(!signalled, "render died of signal \(status & 0x7f) with arguments \(args)")
    precondition([0, 1, 2, 64].contains(code), "render exited \(code) with arguments \(args)")
    return 0
}

makeScratch()
exit(runLibFuzzer { fuzzArgs($0, $1) })
