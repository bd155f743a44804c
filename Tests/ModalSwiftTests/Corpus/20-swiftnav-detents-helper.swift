// Source: https://github.com/pointfreeco/swift-navigation/blob/418a57db2e757b02817dfd3d8a0374d5794664ab/Examples/CaseStudies/Internal/DetentsHelper.swift (MIT)
// swift-format-ignore-file
import UIKit

extension UIViewController {
  func mediumDetents() {
    if let sheet = sheetPresentationController {
      sheet.detents = [.medium()]
      sheet.prefersScrollingExpandsWhenScrolledToEdge = false
      sheet.prefersEdgeAttachedInCompactHeight = true
      sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    }
  }
}
