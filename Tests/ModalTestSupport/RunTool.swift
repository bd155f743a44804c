import Foundation

/// What a tool printed (standard output and error together) and how it exited.
public struct ToolRun {
  public var status: Int32
  public var output: String
}

/// Runs `tool` (a path, or a name found on PATH) with `arguments`, its standard output and
/// error together: the one way the test targets run an outside checker (swiftc, xmllint,
/// python3).
public func runTool(_ tool: String, _ arguments: [String]) throws -> ToolRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ToolRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}
