import Foundation
import Testing

/// ImageMagick's `identify` and `convert`, a standard decoder the tests read GIFs and PNGs back
/// with (CI installs the `imagemagick` package).
enum ImageMagick {
  /// Whether both tools are on PATH.
  static let available: Bool = path(of: "identify") != nil && path(of: "convert") != nil

  /// Why the image tests are skipped when the tools are missing.
  static let missing: Comment =
    "ImageMagick (identify, convert) is not installed: apt-get install imagemagick"

  private static func path(of tool: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(tool)") {
      return "\(folder)/\(tool)"
    }
    return nil
  }

  /// Runs `tool` with `arguments`; its standard output, or nil when it failed.
  static func run(_ tool: String, _ arguments: [String]) -> Data? {
    guard let executable = path(of: tool) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? data : nil
  }

  /// One line per frame of the image at `path`: `width height x y delay` (delay in
  /// centiseconds); nil when ImageMagick cannot read it.
  static func frames(_ path: String) -> [String]? {
    guard let data = run("identify", ["-format", "%w %h %X %Y %T\n", path]) else { return nil }
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "+", with: "")
      .split(separator: "\n").map(String.init)
  }

  /// The RGB pixels of every frame of the image at `path`, each frame drawn over the ones
  /// before it (coalesced), as `width` × `height` × 3 bytes per frame.
  static func rgbFrames(_ path: String) -> [[UInt8]]? {
    guard let geometry = run("identify", ["-format", "%W %H\n", path]),
      let first = String(decoding: geometry, as: UTF8.self).split(separator: "\n").first
    else { return nil }
    let size = first.split(separator: " ").compactMap { Int($0) }
    guard size.count == 2, let data = run("convert", [path, "-coalesce", "-depth", "8", "rgb:-"])
    else { return nil }
    let frameBytes = size[0] * size[1] * 3
    guard frameBytes > 0, data.count % frameBytes == 0 else { return nil }
    let bytes = [UInt8](data)
    return stride(from: 0, to: bytes.count, by: frameBytes).map {
      Array(bytes[$0..<($0 + frameBytes)])
    }
  }
}
