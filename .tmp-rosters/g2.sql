select u.id, u.name, u.rank from users u where u.company_id = $COMPANY and u.role = 'security_guard'
