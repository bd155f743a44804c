// Source: https://github.com/slackhq/PanModal/blob/76ab89f788dcfc30505536478f3f6aabe6edeb9b/Sample/View%20Controllers/User%20Groups%20%28Stacked%29/UserGroupStackedViewController.swift (MIT)
// swift-format-ignore-file
//
//  UserGroupStackedViewController.swift
//  PanModal
//
//  Created by Stephen Sowole on 2/26/19.
//  Copyright © 2019 PanModal. All rights reserved.
//

import UIKit

class UserGroupStackedViewController: UserGroupViewController {

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)

        let presentable = members[indexPath.row]
        let viewController = StackedProfileViewController(presentable: presentable)

        presentPanModal(viewController)
    }

    override var shortFormHeight: PanModalHeight {
        return longFormHeight
    }
}
