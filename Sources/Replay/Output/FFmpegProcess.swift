#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A running `ffmpeg` fed through a pipe on its standard input; its messages go to mamsim's
/// standard error. While it runs, a broken pipe is an error from `write`, not a signal.
final class FFmpegProcess {
  private let process: pid_t
  private var input: Int32
  private var previousPipeHandler: sighandler_t?

  /// Starts the program at `path` with `arguments` (the first being its name), or says why it
  /// cannot be started. With `output`, the program gets that open file as its descriptor 3
  /// (`outputDescriptor`), to write it as `/dev/fd/3`.
  ///
  /// A program file that another process still holds open for writing (`ETXTBSY`: a script
  /// just written while some other thread starts a process) is tried again a few times.
  static func start(path: String, arguments: [String], output: Int32? = nil)
    -> Result<FFmpegProcess, RasterFailure>
  {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return .failure(failure(path, errno)) }
    // Neither end leaks into a program another thread starts meanwhile (the child gets its
    // standard input from the dup2 below, which clears the flag on the copy).
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
    if let output { posix_spawn_file_actions_adddup2(&actions, output, outputDescriptor) }
    var cArguments = arguments.map { strdup($0) }
    cArguments.append(nil)
    defer { for argument in cArguments { free(argument) } }
    var child: pid_t = 0
    var status = posix_spawn(&child, path, &actions, nil, cArguments, environ)
    for attempt in 1...5 where status == ETXTBSY {
      usleep(useconds_t(10_000 * attempt))
      status = posix_spawn(&child, path, &actions, nil, cArguments, environ)
    }
    close(pipeEnds[0])
    guard status == 0 else {
      close(pipeEnds[1])
      return .failure(failure(path, status))
    }
    return .success(FFmpegProcess(process: child, input: pipeEnds[1]))
  }

  /// The descriptor the program gets the `output` of `start` as.
  static let outputDescriptor: Int32 = 3

  /// Why the program at `path` could not be started, from the error number `number`.
  private static func failure(_ path: String, _ number: Int32) -> RasterFailure {
    RasterFailure("ffmpeg (\(path)) could not be started: \(String(cString: strerror(number)))")
  }

  private init(process: pid_t, input: Int32) {
    self.process = process
    self.input = input
    previousPipeHandler = signal(SIGPIPE, SIG_IGN)
  }

  deinit { _ = finish() }

  /// Writes `bytes` to the program; false when it no longer reads.
  func send(_ bytes: [UInt8]) -> Bool {
    guard input >= 0 else { return false }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(input, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Ends the program without letting it finish its file: SIGTERM, then waits for it.
  func stop() {
    guard input >= 0 else { return }
    kill(process, SIGTERM)
    _ = finish()
  }

  /// Closes the program's input and waits for it; its exit status (-1 when it did not exit).
  func finish() -> Int32 {
    guard input >= 0 else { return -1 }
    close(input)
    input = -1
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 {
      if errno != EINTR { break }
    }
    if let previousPipeHandler { signal(SIGPIPE, previousPipeHandler) }
    previousPipeHandler = nil
    // WIFEXITED / WEXITSTATUS, which are macros.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }
}
