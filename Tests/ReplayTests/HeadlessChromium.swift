import Foundation
import Testing

/// Drives Debian's headless Chromium to look at SVG recordings as a browser shows them.
///
/// An SVG is looked at a given moment by pausing every animation there: the moment is put into
/// its stylesheet as a negative `animation-delay` with `animation-play-state: paused`, which any
/// CSS animation obeys, so no script runs inside the SVG itself.
struct HeadlessChromium {
  /// The browser's executable.
  let executable: String

  /// Chromium as `$CHROMIUM` names it, else the first `chromium` or `chromium-browser` on PATH.
  static let installed: HeadlessChromium? = {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: named) {
      return HeadlessChromium(executable: named)
    }
    let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
      {
        return HeadlessChromium(executable: "\(folder)/\(name)")
      }
    }
    return nil
  }()

  /// Why the browser checks do not run here, printed when they are skipped.
  static let skipReason: Comment =
    "Chromium is not installed (bench/svg-browser-check.sh installs Debian's chromium and runs these checks)"

  /// `svg` with every animation paused at `seconds` from its start.
  static func frozen(_ svg: String, at seconds: Double) -> String {
    let pause = "*{animation-delay:-\(seconds)s!important;animation-play-state:paused!important}"
    guard let range = svg.range(of: "<style>") else { return svg }
    return svg.replacingCharacters(in: range, with: "<style>" + pause)
  }

  /// A PNG screenshot of `svg` at `seconds`, `width` × `height` pixels.
  func screenshot(_ svg: String, at seconds: Double, width: Int, height: Int) throws -> Data {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("frame.svg")
    try Self.frozen(svg, at: seconds).write(to: page, atomically: true, encoding: .utf8)
    let png = folder.appendingPathComponent("frame.png")
    _ = try run(
      ["--screenshot=\(png.path)", "--window-size=\(width),\(height)", page.absoluteString],
      in: folder)
    return try Data(contentsOf: png)
  }

  /// The colour (`r,g,b`) of each of `points` (in pixels) in `svg` drawn `scale` times its own
  /// size (as a page zoomed that much shows it) at each of `moments` seconds: the browser draws
  /// each frozen frame on a canvas and reads it.
  func colors(
    _ svg: String, at moments: [Double], points: [(x: Int, y: Int)], scale: Double = 1
  ) throws -> [[String]] {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = moments.map { moment in
      "\"data:image/svg+xml;base64,\(Data(Self.frozen(svg, at: moment).utf8).base64EncodedString())\""
    }
    let spots = points.map { "[\($0.x),\($0.y)]" }.joined(separator: ",")
    let html = """
      <!doctype html><html><body><pre id="out">pending</pre><script>
      const frames = [\(frames.joined(separator: ","))];
      const spots = [\(spots)];
      const results = [];
      let left = frames.length;
      const done = () => { if (--left === 0) document.getElementById("out").textContent = JSON.stringify(results); };
      frames.forEach((source, index) => {
        const image = new Image();
        image.onload = () => {
          const canvas = document.createElement("canvas");
          canvas.width = Math.round(image.naturalWidth * \(scale));
          canvas.height = Math.round(image.naturalHeight * \(scale));
          const context = canvas.getContext("2d");
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          results[index] = spots.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)).join(","));
          done();
        };
        image.onerror = () => { results[index] = ["not loaded"]; done(); };
        image.src = source;
      });
      </script></body></html>
      """
    let page = folder.appendingPathComponent("probe.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let dom = try run(
      ["--virtual-time-budget=10000", "--dump-dom", page.absoluteString], in: folder)
    guard let start = dom.range(of: "<pre id=\"out\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { return [] }
    let json = String(dom[start.upperBound..<end.lowerBound])
    return (try JSONDecoder().decode([[String]].self, from: Data(json.utf8)))
  }

  /// Runs the browser headless with `arguments`, its output kept in `folder`; returns what it
  /// printed on standard output.
  private func run(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    // No --user-data-dir: headless Chromium makes a throw-away profile of its own, and with a
    // profile folder given it took its screenshots before drawing the page.
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + arguments
    let output = folder.appendingPathComponent("stdout")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return try String(contentsOf: output, encoding: .utf8)
  }

  private static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mamsim-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
